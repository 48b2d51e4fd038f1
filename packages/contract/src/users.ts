import { z } from 'zod';
import { REFRESH_TOKEN_TRANSPORT_HEADER } from './session-headers.ts';
import { emailSchema, languageSchema, passwordSchema, safeText } from './common.ts';

export const ROLES = ['user', 'admin'] as const;
export const roleSchema = z.enum(ROLES);

/** An onboarding funnel session (funnels/api.ts) to attach to the new account; unknown or someone else's is ignored. */
const funnelSessionIdField = z
  .uuid()
  .optional()
  .meta({ description: 'The funnel session whose answers (and analysis) join the new account; ignored when unknown or attached to someone else.' });

export const signUpRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    language: languageSchema.default('en'),
    /** From a referral link (/r/{code}); an unknown code is ignored, never an error. */
    referral_code: z.string().max(64).optional().meta({ description: "The referrer's code from /r/{code}; ignored when unknown." }),
    funnel_session_id: funnelSessionIdField,
  })
  .meta({ id: 'SignUpRequest' });
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH, REFRESH_TOKEN_TRANSPORT_HEADER, SESSION_CSRF_HEADER } from './session-headers.ts';

const sessionTokenFields = {
  access_token: z.string().meta({ description: 'Bearer token for the Authorization header; short-lived (see expires_in).' }),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().meta({ description: 'Seconds until access_token expires.' }),
  refresh_token: z
    .string()
    .optional()
    .meta({ description: `Single-use; only when the request sent \`${REFRESH_TOKEN_TRANSPORT_HEADER}: body\` (browsers get a cookie).` }),
};

export const accessTokenSchema = z.object(sessionTokenFields).meta({ id: 'AccessToken' });
export const loginResponseSchema = accessTokenSchema;

export const refreshTokenRequestSchema = z
  .object({
    refresh_token: z
      .string()
      .min(20)
      .max(200)
      .optional()
      .meta({ description: 'API clients: the refresh token from the last sign-in or refresh. Browsers send none (the cookie is used).' }),
  })
  .meta({ id: 'RefreshTokenRequest' });

export const logoutAllResponseSchema = z.object({ ok: z.literal(true), sessions_ended: z.number().int() }).meta({ id: 'LogoutAllResponse' });

/** OAuth2-password-style form: the e-mail travels as `username`. */
export const loginFormSchema = z
  .object({ username: safeText().trim().min(1).max(254), password: safeText({ controls: 'keep' }).min(1).max(256) })
  .meta({ id: 'LoginForm' });

export const emailLoginRequestSchema = z
  .object({ email: emailSchema, language: languageSchema.optional(), funnel_session_id: funnelSessionIdField })
  .meta({ id: 'EmailLoginRequest' });
export const emailLoginResponseSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('created'), ...sessionTokenFields, token: z.object({ access_token: z.string() }) }),
    z.object({ status: z.literal('link_sent') }),
  ])
  .meta({ id: 'EmailLoginResponse' });

export const magicLoginRequestSchema = z.object({ token: safeText().min(10).max(200) }).meta({ id: 'MagicLoginRequest' });

export const resendPasswordRequestSchema = z.object({ email: emailSchema }).meta({ id: 'ResendPasswordRequest' });
/** "E-mail me a sign-in link" on the log-in page (issue 31): the answer never says whether the address has an account. */
export const magicLinkRequestSchema = z.object({ email: emailSchema }).meta({ id: 'MagicLinkRequest' });
export const setPasswordRequestSchema = z.object({ token: safeText().min(10).max(200), password: passwordSchema }).meta({ id: 'SetPasswordRequest' });

export const changeEmailRequestSchema = z.object({ email: emailSchema }).meta({ id: 'ChangeEmailRequest' });
export const changeEmailResponseSchema = z.object({ pending_email: z.string() }).meta({ id: 'ChangeEmailResponse' });
export const confirmEmailRequestSchema = z.object({ token: safeText().min(10).max(200) }).meta({ id: 'ConfirmEmailRequest' });

const topicPart = safeText().trim().max(500);
export const blogTopicSchema = z
  .object({
    area_of_expertise: topicPart.default(''),
    post_style: topicPart.default(''),
    about_meanings: topicPart.default(''),
    why_followers_choose_you: topicPart.default(''),
  })
  .meta({ id: 'BlogTopic' });
export type BlogTopic = z.infer<typeof blogTopicSchema>;

export const userSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    pending_email: z.string().nullable(),
    language: languageSchema,
    role: roleSchema,
    has_password: z.boolean(),
    /** Truthy exactly while a subscription gives access: the id of that subscription. */
    stripe_subscription: z.string().nullable(),
    blog_topic: blogTopicSchema,
    created_at: z.string(),
    /**
     * Issue 13: set when this session is an admin viewing the product as the user (the web shows a banner with "stop");
     * absent or null otherwise.
     */
    impersonation: z.object({ admin_email: z.string(), ends_at: z.string() }).nullable().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const updateUserRequestSchema = z
  .object({
    language: languageSchema.optional(),
    blog_topic: blogTopicSchema.partial().optional(),
  })
  .strict()
  .meta({ id: 'UpdateUserRequest' });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const deleteUserRequestSchema = z.object({ password: safeText({ controls: 'keep' }).max(256).optional() }).meta({ id: 'DeleteUserRequest' });
