import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { and, eq, ne } from 'drizzle-orm';
import type * as v from 'valibot';
import * as calls from '../../../contract/calls/onboarding';
import { customerIdParam, PHOTO_MAX_BYTES } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { authContext } from '../../auth/context';
import { requireCustomer, type CustomerEnv } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { customerPhotos } from '../../db/schema-accounts';
import { mount } from '../../http/mount';
import { RuleError, sendFail, sendOk } from '../../http/respond';
import { toProfile, updateCustomer } from './customers';
import { sniffImage } from './photo';

/** Profile pictures: upload, remove, and serve (spec 2 §7.1 Update photo, Remove photo). */
export function photoRoutes(db: Db) {
  const signedIn = requireCustomer(db);
  const remove = async (c: Context<CustomerEnv>, { params }: { params: v.InferOutput<typeof customerIdParam> }) => {
    const customerId = c.get('customer').customerId;
    if (params.id !== customerId) throw new RuleError(M.notYours, 403);
    await db.delete(customerPhotos).where(eq(customerPhotos.customerId, customerId));
    return sendOk(c, toProfile(await updateCustomer(db, customerId, { photoId: null })), M.photoRemoved);
  };

  const app = new Hono();
  mount(app, calls.photo, async (c, { params }) => {
    const [photo] = await db.select().from(customerPhotos).where(eq(customerPhotos.id, params.photoId));
    if (!photo) return sendFail(c, 404, 'Photo not found.');
    // A new upload gets a new id, so a URL's picture never changes.
    return c.body(Buffer.from(photo.bytes), 200, {
      'Content-Type': photo.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // Even a crafted file opened directly can run nothing.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
  // The body is limited to UPLOAD_BODY_LIMIT before this route runs (server/app.ts).
  mount(app, calls.uploadPhoto, signedIn, async (c: Context<CustomerEnv>) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.CustomerPhoto;
    if (!(file instanceof File) || file.size === 0) throw new RuleError(M.selectImage, 400);
    if (file.size > PHOTO_MAX_BYTES) throw new RuleError(M.photoTooLarge, 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = sniffImage(bytes);
    if (!contentType) throw new RuleError(M.selectImage, 400);
    const customerId = c.get('customer').customerId;
    const id = randomBytes(18).toString('base64url');
    await db.insert(customerPhotos).values({ id, customerId, contentType, bytes, createdAt: authContext(db).now() });
    await db.delete(customerPhotos).where(and(eq(customerPhotos.customerId, customerId), ne(customerPhotos.id, id)));
    return sendOk(c, toProfile(await updateCustomer(db, customerId, { photoId: id })), M.photoUploaded);
  });
  mount(app, calls.removePhotoByDelete, signedIn, remove);
  mount(app, calls.removePhoto, signedIn, remove);
  return app;
}
