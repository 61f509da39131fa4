import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { PHOTO_MAX_BYTES } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { authContext } from '../../auth/context';
import { requireCustomer } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { customerPhotos } from '../../db/schema-accounts';
import { RuleError, sendFail, sendOk } from '../../http/respond';
import { validate } from '../../http/validate';
import { toProfile, updateCustomer } from './customers';
import { sniffImage } from './photo';

export const photoIdParam = v.object({ photoId: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/, 'Unknown photo.')) });
export const customerIdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'id must be a customer id.'), v.transform(Number)) });

/** Profile pictures: upload, remove, and serve (spec 2 §7.1 Update photo, Remove photo). */
export function photoRoutes(db: Db) {
  const signedIn = requireCustomer(db);
  const remove = async (customerId: number) => {
    await db.delete(customerPhotos).where(eq(customerPhotos.customerId, customerId));
    return updateCustomer(db, customerId, { photoId: null });
  };

  return new Hono()
    .get('/customer/photo/:photoId', validate('param', photoIdParam), async (c) => {
      const [photo] = await db.select().from(customerPhotos).where(eq(customerPhotos.id, c.req.valid('param').photoId));
      if (!photo) return sendFail(c, 404, 'Photo not found.');
      // A new upload gets a new id, so a URL's picture never changes.
      return c.body(Buffer.from(photo.bytes), 200, {
        'Content-Type': photo.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        // Even a crafted file opened directly can run nothing.
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    })
    .post(
      '/customer/updatephoto',
      signedIn,
      // The body is limited to UPLOAD_BODY_LIMIT before this route runs (server/app.ts).
      async (c) => {
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
      },
    )
    .on(['DELETE', 'POST'], '/api/customers/removeCustomerPhoto/:id', signedIn, validate('param', customerIdParam), async (c) => {
      if (c.req.valid('param').id !== c.get('customer').customerId) throw new RuleError(M.notYours, 403);
      return sendOk(c, toProfile(await remove(c.get('customer').customerId)), M.photoRemoved);
    });
}
