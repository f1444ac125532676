import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/** A real SMTP peer (smtp-server) on a free loopback port that keeps every message it receives. */
export async function startSmtpPeer(): Promise<{
  url: string;
  mails: ReceivedMail[];
  /** Waits until a mail to `to` matching `subject` arrives (polls the inbox; rejects after `ms`). */
  waitFor(to: string, subject: RegExp, ms?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((m) => {
          const to = Array.isArray(m.to) ? m.to[0]?.text : m.to?.text;
          mails.push({
            to: (to ?? '').toLowerCase(),
            subject: m.subject ?? '',
            text: m.text ?? '',
            attachments: m.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          });
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    mails,
    async waitFor(to, subject, ms = 5000) {
      const end = Date.now() + ms;
      for (;;) {
        const m = mails.find((x) => x.to.includes(to.toLowerCase()) && subject.test(x.subject));
        if (m) return m;
        if (Date.now() > end) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
