import { createHmac } from 'node:crypto';
import { SIGNATURE_TOLERANCE_SECONDS, signatureOf, verifySignature } from './signature';

const secret = 'whsec_test';
const body = '{"deliveryId":"d1","milestone":"registration-opened"}';
const sentAt = new Date('2026-03-01T12:00:00Z');
const seconds = sentAt.getTime() / 1000;
const after = (s: number) => ({ now: new Date(sentAt.getTime() + s * 1000) });

describe('webhook signatures', () => {
  it('signs the time and the raw body: t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">', () => {
    const v1 = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
    expect(signatureOf(secret, body, sentAt)).toBe(`t=${seconds},v1=${v1}`);
  });

  it('verifies on arrival and within the tolerance either way (clocks differ)', () => {
    const header = signatureOf(secret, body, sentAt);
    expect(verifySignature(secret, body, header, after(0))).toBe(true);
    expect(verifySignature(secret, body, header, after(SIGNATURE_TOLERANCE_SECONDS))).toBe(true);
    expect(verifySignature(secret, body, header, after(-SIGNATURE_TOLERANCE_SECONDS))).toBe(true);
  });

  it('refuses a delivery replayed after the tolerance, or dated ahead of it', () => {
    const header = signatureOf(secret, body, sentAt);
    expect(verifySignature(secret, body, header, after(SIGNATURE_TOLERANCE_SECONDS + 1))).toBe(false);
    expect(verifySignature(secret, body, header, after(-SIGNATURE_TOLERANCE_SECONDS - 1))).toBe(false);
    expect(verifySignature(secret, body, header, { ...after(60), toleranceSeconds: 30 })).toBe(false);
  });

  it('refuses a replay whose time was moved forward: the time is signed', () => {
    const v1 = signatureOf(secret, body, sentAt).split('v1=')[1];
    const now = after(3600);
    expect(verifySignature(secret, body, `t=${seconds + 3600},v1=${v1}`, now)).toBe(false);
  });

  it('refuses a tampered body, another secret, and headers without one time or any v1', () => {
    const header = signatureOf(secret, body, sentAt);
    expect(verifySignature(secret, body.replace('d1', 'd2'), header, after(0))).toBe(false);
    expect(verifySignature(secret, `${body} `, header, after(0))).toBe(false);
    expect(verifySignature('whsec_other', body, header, after(0))).toBe(false);
    expect(verifySignature(secret, body, undefined, after(0))).toBe(false);
    expect(verifySignature(secret, body, header.split(',')[1], after(0))).toBe(false);
    expect(verifySignature(secret, body, header.split(',')[0], after(0))).toBe(false);
    expect(verifySignature(secret, body, `t=${seconds},${header}`, after(0))).toBe(false);
  });
});
