import { describe, expect, it } from 'vitest';
import { activatedMail, mailLang, otpMail, statusChangedMail } from './templates';

const c = {
  brand: { siteName: 'Test Vivaha', emails: ['help@example.org'], phone: '+91 80 1234 5678' },
  publicUrl: 'https://example.org',
} as unknown as Parameters<typeof otpMail>[0];

describe('mails in the recipient’s language (docs/i18n.md)', () => {
  it('writes the activation mail in Kannada for a Kannada account, English otherwise', () => {
    const kn = activatedMail(c, 'kn', 'a@example.org', 'Asha', 'SVM1001');
    expect(kn.subject).toBe('Test Vivaha: ನಿಮ್ಮ ಖಾತೆ ಸಕ್ರಿಯವಾಗಿದೆ');
    expect(kn.text).toContain('ಆತ್ಮೀಯ Asha ಅವರೇ');
    expect(kn.text).toContain('SVM1001');
    expect(kn.text).toContain('https://example.org');
    const en = activatedMail(c, 'en', 'a@example.org', 'Asha', 'SVM1001');
    expect(en.subject).toBe('Test Vivaha: your account is active');
    expect(en.text).toMatch(/^Dear Asha,\n\nYour account SVM1001 has been verified/);
    expect(en.text).toContain('With regards,\nTest Vivaha\nhelp@example.org · +91 80 1234 5678');
  });
  it('keeps the OTP code and the staff reason as given', () => {
    expect(otpMail(c, 'kn', 'a@example.org', '123456').text).toContain('123456');
    const mail = statusChangedMail(c, 'kn', 'a@example.org', 'Asha', 'SVM1', 'rejected', 'Photo unclear');
    expect(mail.text).toContain('ಕಾರಣ: Photo unclear');
  });
  it('falls back to English for an unknown stored language', () => {
    expect(mailLang('kn')).toBe('kn');
    expect(mailLang('fr')).toBe('en');
    expect(mailLang(null)).toBe('en');
  });
});
