/**
 * Issue 17 item 3: the admin code request, forgot-password and resend-verification answer the same, in the
 * same time, whether or not the address has an account: the account is looked up, and its code or link
 * stored and mailed, only after the answer has gone (plugins/after-reply.ts). The mail still arrives.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createMailer } from '../../lib/mailer';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createTeacher, type Staff } from '../../../test/fixtures';
import { mailsTo, otpOf, post, resetLinkOf, waitForMails } from '../../../test/account-helpers';

let t: TestApp;
let admin: Staff;
let teacher: Staff;
/** An SMTP server that accepts connections and never says a word: a mail sent to it never completes. */
let silent: net.Server;
const sockets = new Set<net.Socket>();
/** The app on the same database, sending its mail to the silent server. */
let stuck: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  teacher = await createTeacher(t, admin);
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Aralin <no-reply@aralin.test>',
    outboxDir: t.outboxDir,
    log: () => {},
  });
  stuck = await buildApp({ ctx: { ...t.ctx, mailer } });
  await stuck.ready();
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  silent.close();
  await stuck.close();
  await t.close();
});

const CALLS = [
  { url: '/account/admin/request-otp/', who: () => admin.user.email },
  { url: '/account/forgot-password/', who: () => teacher.user.email },
  { url: '/account/resend-verification/', who: () => teacher.user.email },
];

describe('answers before the account is even looked up', () => {
  for (const { url, who } of CALLS) {
    it(`${url}: the same status and body for an account and for an unknown address, in English and Filipino`, async () => {
      for (const lang of ['en', 'tl'] as const) {
        const known = await post(t, url, { email: who() }, { lang });
        const unknown = await post(t, url, { email: `nobody.${Date.now()}@school.test` }, { lang });
        expect(known.statusCode).toBe(200);
        expect(unknown.statusCode).toBe(200);
        expect(unknown.body).toBe(known.body);
      }
    });
  }

  it('answers even while the mail server never answers: the mail is sent after the reply', async () => {
    // Before issue 17 the code request awaited the mail, so this answer never came.
    for (const { url, who } of CALLS.slice(0, 2)) {
      const res = await stuck.inject({ method: 'POST', url, payload: { email: who() }, headers: await csrfHeaders(stuck) });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(json(res).message).toBeTruthy();
    }
  });

  it('still delivers: the admin gets a working code, the teacher a reset link', async () => {
    const before = mailsTo(t, admin.user.email).length;
    expect((await post(t, '/account/admin/request-otp/', { email: admin.user.email })).statusCode).toBe(200);
    const mails = await waitForMails(t, admin.user.email, before + 1);
    expect(otpOf(mails[mails.length - 1])).toMatch(/^\d{6}$/);

    const beforeReset = mailsTo(t, teacher.user.email).length;
    expect((await post(t, '/account/forgot-password/', { email: teacher.user.email })).statusCode).toBe(200);
    const resets = await waitForMails(t, teacher.user.email, beforeReset + 1);
    expect(resetLinkOf(resets[resets.length - 1]).email).toBe(teacher.user.email);
  });

  it('sends nothing to an unknown address', async () => {
    const nobody = `ghost.${Date.now()}@school.test`;
    expect((await post(t, '/account/forgot-password/', { email: nobody })).statusCode).toBe(200);
    // A known address's mail, asked for after, arrives: the unknown one's work is done by then.
    const before = mailsTo(t, teacher.user.email).length;
    expect((await post(t, '/account/forgot-password/', { email: teacher.user.email })).statusCode).toBe(200);
    await waitForMails(t, teacher.user.email, before + 1);
    expect(mailsTo(t, nobody)).toHaveLength(0);
  });
  it('figures: median answer time for an account and an unknown address (logged, not asserted)', async () => {
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const { url, who } of CALLS.slice(0, 2)) {
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 20; i++) {
        t.clock.advance(3_600_000); // a new window of the per-account limits: every call is answered 200
        for (const kind of ['known', 'unknown'] as const) {
          const email = kind === 'known' ? who() : `nobody${i}@school.test`;
          const started = performance.now();
          expect((await post(t, url, { email })).statusCode).toBe(200);
          times[kind].push(performance.now() - started);
        }
      }
      console.log(`${url}: median ${median(times.known).toFixed(1)} ms with an account, ${median(times.unknown).toFixed(1)} ms without`);
    }
  });
});

async function csrfHeaders(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/account/csrf/' });
  const cookie = res.cookies.find((c) => c.name === 'csrftoken')!.value;
  return { cookie: `csrftoken=${cookie}`, 'x-csrftoken': cookie, 'x-forwarded-for': '10.200.0.1' };
}
