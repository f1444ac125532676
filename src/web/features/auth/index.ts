export { type AuthResponse, loginRequest, requestOtp, resetPassword, signupRequest, useMe } from './api';
export { useCompleteLogin, useOpenLogin } from './useAuthFlow';
