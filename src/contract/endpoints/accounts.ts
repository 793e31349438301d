/**
 * Who the customer is: signing in by SMS code or messenger init data (the bot calls), the profile,
 * its picture and phone, the brands the customer belongs to, and the merchant a sub-domain names.
 */
import { z } from 'zod';
import { ClientType } from '../enums.ts';
import {
  BotSession,
  Brand,
  LoginResponse,
  Merchant,
  PhoneChange,
  PhoneVerificationStatus,
  User,
} from '../people.ts';
import { Id } from '../primitives.ts';
import { PublicWebSettings } from '../settings.ts';
import { def, Ok } from './define.ts';

/** A phone in international form: +998901234567 (Uzbekistan) or +77011234567 (Kazakhstan). */
export const PhoneNumber = z.string().regex(/^\+\d{11,12}$/, 'expected a phone number such as +998901234567');
/** A code was sent: how long it stays valid and when another may be asked for, in seconds. */
export const CodeSent = z.object({
  expiresIn: z.number().int().positive(),
  resendIn: z.number().int().nonnegative(),
});
const InitData = z.object({ initData: z.string() });

/** Largest profile picture the server takes, decoded (413 above it). */
export const USER_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
/** A data URL of USER_IMAGE_MAX_BYTES: base64 is 4 characters per 3 bytes, plus the "data:...;base64," head. */
export const USER_IMAGE_MAX_DATA_URL_LENGTH = Math.ceil(USER_IMAGE_MAX_BYTES / 3) * 4 + 32;
/**
 * A profile picture as JSON can carry it: a base64 data URL of a JPEG, PNG or WebP. JSON instead of
 * multipart keeps the one body reader and zod check every other call has.
 */
export const UserImageDataUrl = z
  .string()
  .max(USER_IMAGE_MAX_DATA_URL_LENGTH, 'the picture is larger than 3 MB')
  .regex(
    /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/,
    'expected a data:image/jpeg, image/png or image/webp base64 URL',
  );

export const accountEndpoints = {
  logout: def({
    method: 'POST',
    path: '/users/v1/users/logout/WITH_TOKEN',
    response: Ok,
    summary: 'Log out',
  }),
  botLogout: def({
    method: 'POST',
    path: '/webbot/v1/users/logout/WITH_TOKEN',
    body: InitData,
    response: Ok,
    summary: 'Log out of the bot session',
  }),
  botLanguage: def({
    method: 'PUT',
    path: '/webbot/v1/users/logout/WITH_TOKEN',
    body: InitData.extend({ language: z.string() }),
    response: Ok,
    summary: 'Store the bot session language',
  }),
  me: def({ method: 'GET', path: 'users/v1/users/me/WITH_TOKEN', response: User, summary: 'Current user' }),
  userUpdate: def({
    method: 'PUT',
    path: 'users/v1/users/{id}/WITH_TOKEN',
    body: User.partial(),
    response: User,
    summary: 'Edit profile',
  }),
  phoneChange: def({
    method: 'PUT',
    path: 'users/v1/users/phone/WITH_TOKEN',
    body: z.object({ phone: z.string(), type: ClientType.default('WEB') }),
    response: PhoneChange,
    summary: 'Start a phone change',
  }),
  phoneVerify: def({
    method: 'PUT',
    path: 'users/v1/users/phone/verify/WITH_TOKEN',
    body: z.object({ id: Id, code: z.string(), phone: z.string() }),
    response: z.object({ phone: z.string() }),
    summary: 'Confirm a phone change',
  }),
  // The spec shows no upload call for the user's `image`; these two paths are this contract's decision.
  userImage: def({
    method: 'PUT',
    path: 'users/v1/users/image/WITH_TOKEN',
    body: z.object({ image: UserImageDataUrl }),
    response: User,
    summary: 'Upload the profile picture (replaces the previous one)',
  }),
  userImageDelete: def({
    method: 'DELETE',
    path: 'users/v1/users/image/WITH_TOKEN',
    response: User,
    summary: 'Remove the profile picture',
  }),
  deleteAccount: def({
    method: 'DELETE',
    path: 'users/v1/users/WITH_TOKEN',
    response: Ok,
    summary: 'Delete the account',
  }),
  merchantBySub: def({
    method: 'GET',
    path: '/users/v1/merchants/sub/{sub}',
    response: Merchant,
    summary: 'Merchant by sub-domain',
  }),
  botToken: def({
    method: 'POST',
    path: '/webbot/v1/users/token',
    body: InitData,
    response: LoginResponse,
    summary: 'Sign in with messenger init data',
  }),
  botSettings: def({
    method: 'GET',
    path: '/webbot/v1/setting',
    response: PublicWebSettings,
    summary: 'Bot settings',
  }),
  botAuth: def({
    method: 'POST',
    path: '/webbot/v1/users/auth/WITH_TOKEN',
    body: InitData,
    response: BotSession,
    summary: 'Bot session status',
  }),
  botLogin: def({
    method: 'POST',
    path: '/webbot/v1/users/login',
    body: z.looseObject({ initData: z.string(), phone: z.string().optional() }),
    response: LoginResponse,
    summary: 'Register and sign in after contact share',
  }),
  // Calls the spec names without a path ("not shown"); the paths below are this contract's decision.
  authCode: def({
    method: 'POST',
    path: '/users/v1/auth/code',
    body: z.object({ phone: PhoneNumber }),
    response: CodeSent,
    summary: 'Send a sign-in code by SMS',
  }),
  authLogin: def({
    method: 'POST',
    path: '/users/v1/auth/login',
    body: z.object({ phone: PhoneNumber, code: z.string().regex(/^\d{6}$/, 'expected the 6-digit code') }),
    response: LoginResponse,
    summary: 'Sign in with the code',
  }),
  // Deleting the account and changing the phone need the phone proven recently in the session: the
  // storefront sends a code with authCode to the customer's own phone and confirms it here.
  authConfirm: def({
    method: 'POST',
    path: '/users/v1/auth/confirm/WITH_TOKEN',
    body: z.object({ code: z.string().regex(/^\d{6}$/, 'expected the 6-digit code') }),
    response: Ok,
    summary: 'Confirm the signed-in phone with a fresh code',
  }),
  botPhoneVerification: def({
    method: 'POST',
    path: '/webbot/v1/users/phone-verification',
    body: InitData,
    response: PhoneVerificationStatus,
    summary: 'Does this messenger user still have to share a phone?',
  }),
  botRegister: def({
    method: 'POST',
    path: '/webbot/v1/users/register',
    body: InitData.extend({
      phone: PhoneNumber,
      firstName: z.string().nullish(),
      lastName: z.string().nullish(),
    }),
    response: LoginResponse,
    summary: 'Register a messenger user after the contact is shared',
  }),
  userBrands: def({
    method: 'GET',
    path: '/users/v1/users/brands/WITH_TOKEN',
    response: z.array(Brand),
    summary: 'Brands the user belongs to',
  }),
} as const;
