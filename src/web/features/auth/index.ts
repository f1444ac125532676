export {
  type AuthResponse,
  loginRequest,
  replaceTemporaryPassword,
  requestOtp,
  resetPassword,
  signupRequest,
  useMe,
} from './api';
export { useCompleteLogin, useOpenLogin } from './useAuthFlow';
