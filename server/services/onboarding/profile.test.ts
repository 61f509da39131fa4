import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerProfile } from '../../../contract/onboarding';
import { accountsTestApp } from '../../../tests/fixtures/accounts-app';
import { call, PASSWORD, refresh, signedInCustomer, signIn, send } from '../../../tests/fixtures/accounts';
import { sitePath } from '../../../contract/call';
import * as onboardingCalls from '../../../contract/calls/onboarding';

let t: Awaited<ReturnType<typeof accountsTestApp>>;
beforeAll(async () => {
  t = await accountsTestApp();
});
afterAll(() => t.handle.close());

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = new TextEncoder().encode('GIF89a....');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name = 'me.png', type = 'image/png') {
  const form = new FormData();
  form.append('CustomerPhoto', new File([bytes], name, { type }));
  const res = await t.app.request(sitePath(onboardingCalls.uploadPhoto), { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { code: string; shortDescription: string; data: CustomerProfile | null } };
}

describe('profile photo', () => {
  it.each([
    ['png', PNG],
    ['gif', GIF],
    ['jpeg', JPEG],
  ])('accepts a %s by its bytes and serves it back', async (kind, bytes) => {
    const user = await signedInCustomer(t.app);
    const res = await upload(user.jwtToken, bytes, `x.${kind}`, 'application/octet-stream');
    expect(res.status).toBe(200);
    expect(res.body.shortDescription).toBe('Photo Uploaded Successfully');
    const url = res.body.data!.customerPhoto;
    expect(url).toMatch(/^\/api\/onboarding\/customer\/photo\/[\w-]+$/);
    const served = await t.app.request(url);
    expect(served.headers.get('content-type')).toBe(`image/${kind}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it("refuses what is not gif, png or jpeg, whatever its name says", async () => {
    const user = await signedInCustomer(t.app);
    const res = await upload(user.jwtToken, new TextEncoder().encode('<svg onload=alert(1)>'), 'evil.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.shortDescription).toBe('Please select an image to upload');
    const empty = await t.app.request(sitePath(onboardingCalls.uploadPhoto), { method: 'POST', body: new FormData(), headers: { Authorization: `Bearer ${user.jwtToken}` } });
    expect(((await empty.json()) as { shortDescription: string }).shortDescription).toBe('Please select an image to upload');
  });

  it('refuses more than 2 MB', async () => {
    const user = await signedInCustomer(t.app);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(user.jwtToken, big);
    expect(res.status).toBe(413);
    expect(res.body.shortDescription).toBe('Please select an image to upload. The photo must be 2 MB or smaller.');
    const exact = new Uint8Array(2 * 1024 * 1024);
    exact.set(PNG);
    expect((await upload(user.jwtToken, exact)).status).toBe(200);
  });

  it('needs a session, and removes only one’s own photo', async () => {
    expect((await upload('nope', PNG)).status).toBe(401);
    const user = await signedInCustomer(t.app);
    const other = await signedInCustomer(t.app);
    const url = (await upload(user.jwtToken, PNG)).body.data!.customerPhoto;
    expect((await call(t.app, 'DELETE', `/api/customers/removeCustomerPhoto/${user.customersId}`, undefined, other.jwtToken)).status).toBe(403);
    const removed = await call<CustomerProfile>(t.app, 'DELETE', `/api/customers/removeCustomerPhoto/${user.customersId}`, undefined, user.jwtToken);
    expect(removed.body.data.customerPhoto).toBe('');
    expect((await t.app.request(url)).status).toBe(404);
  });
});

describe('settings profile and password', () => {
  it('updates the classic profile but never e-mail or phone', async () => {
    const user = await signedInCustomer(t.app);
    const res = await send(t.app, onboardingCalls.updateProfile, { body: { firstName: 'Ngozi', lastName: 'Eze', sex: 1, email: 'hijack@example.com', nextOfKinName: 'Emeka Eze', nextOfKinMobile: '08012345678', mobile: '+2348000000000' }, token: user.jwtToken });
    expect(res.body.shortDescription).toBe('Profile Details Updated Successfully');
    expect(res.body.data).toMatchObject({ firstName: 'Ngozi', gender: 1, title: '', nextOfKinPhone: '08012345678', email: '', phoneNumber: user.phoneNumber });
  });

  it('changes the password with the old one, signing out other devices only', async () => {
    const user = await signedInCustomer(t.app);
    const otherDevice = await signIn(t.app, user.phoneNumber, PASSWORD);
    const mismatch = await send(t.app, onboardingCalls.changePassword, { body: { oldPassword: PASSWORD, password: 'Newer#Pass9', confirmPassword: 'Newer#Pass8' }, token: user.jwtToken });
    expect(mismatch.body.shortDescription).toBe("Password Doesn't Match");
    const wrongOld = await send(t.app, onboardingCalls.changePassword, { body: { oldPassword: 'Wrong#Pass1', password: 'Newer#Pass9', confirmPassword: 'Newer#Pass9' }, token: user.jwtToken });
    expect(wrongOld.body.shortDescription).toBe('Your current password is not correct.');
    const weak = await send(t.app, onboardingCalls.changePassword, { body: { oldPassword: PASSWORD, password: 'newerpass9', confirmPassword: 'newerpass9' }, token: user.jwtToken });
    expect(weak.body.shortDescription).toBe('Password must contain an uppercase letter.');

    const ok = await send(t.app, onboardingCalls.changePassword, { body: { oldPassword: PASSWORD, password: 'Newer#Pass9', confirmPassword: 'Newer#Pass9' }, token: user.jwtToken });
    expect(ok.body).toMatchObject({ code: '1', shortDescription: 'Password Changed Successfully.' });
    expect((await signIn(t.app, user.phoneNumber, 'Newer#Pass9')).status).toBe(200);
    // This device stays signed in; the other one's access token stops working at once.
    expect((await send(t.app, onboardingCalls.me, { token: user.jwtToken })).status).toBe(200);
    expect((await send(t.app, onboardingCalls.me, { token: otherDevice.result!.Data!.jwtToken })).status).toBe(401);
    expect((await refresh(t.app, otherDevice.result!.Data!.jwtToken, otherDevice.cookies.freely_refresh)).status).toBe(401);
  });

  it('unknown onboarding calls stay 404, not 401', async () => {
    const res = await call(t.app, 'GET', '/customer/nothing');
    expect(res.status).toBe(404);
    expect(res.body.shortDescription).toMatch(/onboarding service/);
  });
});
