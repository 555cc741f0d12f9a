import { Router, type Request } from 'express';
import { authenticate, bearerToken } from '../../graphql/context.js';
import {
  clearSessionCookies,
  readDeviceCookie,
  readRefreshCookie,
  setDeviceCookie,
  setRefreshCookie,
} from '../../http/cookies.js';
import {
  camelizeKeys,
  errorShape,
  fileFrom,
  multipart,
  limited,
  requireViewer,
  resolveViewer,
} from '../../http/rest/support.js';
import type { Services } from '../../services.js';
import { canAccount } from './account.policy.js';
import { presentUser } from './account.presenter.js';
import { deviceCookieWith, deviceTokensOf } from './trusted-devices.js';

const PROFILE_FIELDS = ['first_name', 'last_name', 'phone', 'email', 'country', 'state', 'city', 'address'] as const;

/** The old client's account calls, with their exact paths, fields and response keys. */
export function accountRoutes(services: Services): Router {
  const router = Router();
  const { accounts, config } = services;

  router.post(
    '/create-account',
    errorShape({ file: 'image' }),
    limited(services, 'account.create'),
    multipart.single('image'),
    async (req, res) => {
      const input = camelizeKeys(req.body, [...PROFILE_FIELDS, 'password']);
      // The same answer whether or not the address had an account (see AccountService.createAccount).
      const { message } = await accounts.createAccount(input as never, fileFrom(req.file));
      res.status(201).json({ message });
    },
  );

  // The old client never refreshes its token: a REST sign-in lasts REST_TOKEN_TTL_HOURS (the web
  // app's GraphQL sign-in keeps its short token and silent refresh). Logout, a password change or a
  // reset still end it at once: every request checks that its session is alive.
  router.post('/login', limited(services, 'session.sign-in'), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const deviceTokens = deviceTokensOf(readDeviceCookie(req));
    const session = await accounts.login({
      email: body.email,
      password: body.password,
      ip: req.ip,
      userAgent: req.get('user-agent'),
      accessTtlSeconds: config.restTokenTtlHours * 3600,
      deviceTokens,
    });
    setRefreshCookie(res, session.refreshToken, session.refreshExpiresAt, config);
    if (session.deviceToken) setDeviceCookie(res, deviceCookieWith(deviceTokens, session.deviceToken), config);
    res.json({
      message: 'Signed in',
      user: presentUser(session.user),
      token: session.accessToken,
      expiresAt: session.expiresAt.toISOString(),
    });
  });

  router.post('/logout', async (req, res) => {
    const fromBody = (req.body as Record<string, unknown> | undefined)?.refreshToken;
    await accounts.logout(
      readRefreshCookie(req) ?? (typeof fromBody === 'string' ? fromBody : undefined),
      bearerToken(req.headers.authorization),
    );
    clearSessionCookies(res, config);
    res.json({ message: 'You have been signed out' });
  });

  // Beyond the seed: ends every session of the account, the caller's too.
  router.post('/logout-everywhere', resolveViewer(services), async (req, res) => {
    await accounts.logoutEverywhere(requireViewer(req));
    clearSessionCookies(res, config);
    res.json({ message: 'You have been signed out on every device' });
  });

  // Beyond the seed: the link that confirms an account's address (web page /user/verify-email).
  router.post('/verify-email', limited(services, 'email.verify'), async (req, res) => {
    res.json({ message: await accounts.verifyEmail((req.body as Record<string, unknown> | undefined)?.token) });
  });

  router.post('/resend-email-verification', resolveViewer(services), async (req, res) => {
    res.json({ message: await accounts.resendEmailVerification(requireViewer(req)) });
  });

  // The old client polls this and treats the text 'Unauthorized' as "signed out".
  router.get('/get-user-by-email/:email', async (req, res) => {
    const { viewer } = await authenticate(services, req.headers.authorization);
    const email = String(req.params.email);
    if (!canAccount(viewer, 'read', { email })) {
      res.status(401).type('text/plain').send('Unauthorized');
      return;
    }
    res.json({ user: presentUser(await accounts.getUserByEmail(viewer, email)) });
  });

  router.put(
    '/update-account/:userId',
    // The old form sends the new password as `password`.
    errorShape({ fields: { newPassword: ['password', 'new_password'] }, file: 'image' }),
    resolveViewer(services),
    multipart.single('image'),
    async (req: Request, res) => {
      const viewer = requireViewer(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const input = camelizeKeys(body, [...PROFILE_FIELDS, 'user_name', 'current_password']);
      // The old form sent `password` for a new password; empty means unchanged.
      const password = body.new_password ?? body.password;
      if (typeof password === 'string' && password !== '') input.newPassword = password;
      const removeImage = body.remove_image === 'true' || body.remove_image === true;
      const { user, emailChangeSentTo } = await accounts.updateAccount(
        viewer,
        String(req.params.userId),
        input as never,
        { image: fileFrom(req.file), removeImage },
      );
      res.json({
        message: emailChangeSentTo
          ? `We sent a confirmation link to ${emailChangeSentTo}. Your e-mail changes when you open it.`
          : 'Your account has been updated',
        user: presentUser(user),
      });
    },
  );

  const requestToken = async (req: Request, res: import('express').Response) => {
    const message = await accounts.requestPasswordReset((req.body as Record<string, unknown> | undefined)?.email);
    res.json({ message });
  };
  const emailErrors = errorShape({ fields: { input: 'email' } });
  router.post('/user-request-password-token', emailErrors, limited(services, 'password-reset.request'), requestToken);
  router.post('/request-password-token', emailErrors, limited(services, 'password-reset.request'), requestToken);

  // Beyond the seed: the link e-mailed to a new address (web page /user/confirm-email) lands here.
  router.post('/confirm-email-change', limited(services, 'email-change.confirm'), async (req, res) => {
    const { viewer } = await authenticate(services, req.headers.authorization);
    const token = (req.body as Record<string, unknown> | undefined)?.token;
    res.json({ message: await accounts.confirmEmailChange(viewer, token) });
  });

  const resetErrors = errorShape({ fields: { input: 'newPassword', newPassword: 'newPassword' } });
  router.post('/reset-password', resetErrors, limited(services, 'password-reset.confirm'), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    await accounts.resetPassword({ token: body.token, newPassword: body.newPassword, userId: body.userId });
    clearSessionCookies(res, config);
    res.json({ message: 'Your password has been reset. Please sign in with your new password.' });
  });

  return router;
}
