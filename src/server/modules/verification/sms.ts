import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '../../../shared/messages';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

/** One OTP text message: the recipient in E.164 (`+91…`) and the 6-digit code. */
export type OtpSms = { to: string; code: string };

/**
 * What the service needs from an SMS provider (decision 187, docs/verification.md#sms): send one OTP
 * through the provider's DLT-registered template. Resolves once the provider accepted the message; throws
 * SmsError (503 no answer, 502 an error answer) otherwise. `name` appears in logs and the decision record.
 */
export interface SmsProvider {
  readonly name: 'msg91' | 'outbox';
  sendOtp(sms: OtpSms): Promise<void>;
}

/**
 * A failed SMS call (decision 187, DESIGN "Outside calls"): 503 when the provider could not be reached or
 * did not answer within the time limit, 502 when it answered with an error. The member sees
 * MSG.smsUnavailable; `detail` (never the auth key, never the code) goes to the log.
 */
export class SmsError extends AppError {
  constructor(
    status: 502 | 503,
    public readonly detail: string,
  ) {
    super(status, MSG.smsUnavailable, status === 503 ? 'sms_unreachable' : 'sms_failing');
  }
}

/**
 * MSG91's Flow API (https://docs.msg91.com, "Send SMS via Flow"): POST {apiUrl}/api/v5/flow with the
 * `authkey` header and the template id registered on DLT (TRAI's rules for Indian SMS); the template's
 * `##otp##` variable carries the code. Plain fetch with an AbortSignal time limit of `timeoutMs`. MSG91
 * answers `{ type: 'success' }` when it accepted the message, `{ type: 'error', message }` (sometimes with
 * HTTP 200) when it did not.
 */
export function msg91Provider(cfg: NonNullable<Config['sms']['msg91']>, timeoutMs: number): SmsProvider {
  return {
    name: 'msg91',
    async sendOtp({ to, code }) {
      let res: Response;
      try {
        res = await fetch(`${cfg.apiUrl}/api/v5/flow`, {
          method: 'POST',
          headers: { authkey: cfg.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            template_id: cfg.templateId,
            sender: cfg.senderId,
            DLT_TE_ID: cfg.dltTemplateId,
            short_url: '0',
            recipients: [{ mobiles: to.replace(/^\+/, ''), otp: code }],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const why = err instanceof Error ? err.name : 'error';
        throw new SmsError(503, `msg91: no answer (${why}; timeout ${timeoutMs} ms)`);
      }
      let body: { type?: string; message?: string } | null = null;
      try {
        body = (await res.json()) as { type?: string; message?: string };
      } catch {
        body = null;
      }
      if (!res.ok || body?.type !== 'success') {
        const what = String(body?.message ?? '').slice(0, 200);
        throw new SmsError(502, `msg91 answered HTTP ${res.status} ${what}`.trim());
      }
    },
  };
}

/**
 * The fallback while no SMS provider is configured (decision 187, like mail without SMTP, decision 004):
 * each message is written to the log and to `<dataDir>/outbox/sms/<time>-<number>.txt`, so a newcomer
 * running the service locally can read the code. Never fails.
 */
export function outboxSmsProvider(dataDir: string, log?: { info(o: object, m: string): void }): SmsProvider {
  const dir = path.join(dataDir, 'outbox', 'sms');
  return {
    name: 'outbox',
    async sendOtp({ to, code }) {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${to}.txt`);
      const text = `To: ${to}\n\n${code} is your mobile verification code. It is valid for 10 minutes.\n`;
      writeFileSync(file, text);
      log?.info({ to, file }, `sms written to outbox:\n${text}`);
    },
  };
}

/** The provider the configuration names: MSG91 when configured, else the outbox fallback (decision 187). */
export function smsProvider(config: Config, log?: { info(o: object, m: string): void }): SmsProvider {
  return config.sms.msg91
    ? msg91Provider(config.sms.msg91, config.sms.timeoutMs)
    : outboxSmsProvider(config.dataDir, log);
}
