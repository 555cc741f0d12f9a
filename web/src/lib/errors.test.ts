import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n/i18n';
import { formFieldName, NETWORK_ERROR_MESSAGE, toFormError } from './errors';
import { GraphQLRequestError } from './graphql-request';

function graphQLErrors(...errors: { message: string; extensions?: Record<string, unknown> }[]) {
  return new CombinedGraphQLErrors({ data: null, errors });
}

function serverError(status: number, body: string) {
  return new ServerError('Response not successful', {
    response: new Response(body, { status }),
    bodyText: body,
  });
}

describe('formFieldName', () => {
  it('names a field as the form does: without the argument it sits in', () => {
    expect(formFieldName('input.price')).toBe('price');
    expect(formFieldName('input.attendees.2.email')).toBe('attendees.2.email');
    expect(formFieldName('page.pageSize')).toBe('pageSize');
  });

  it('keeps a scalar argument its name', () => {
    expect(formFieldName('reason')).toBe('reason');
  });
});

describe('toFormError', () => {
  it('maps BAD_USER_INPUT fields to field errors by input field name', () => {
    const error = graphQLErrors({
      message: 'Check the highlighted fields',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [
          { path: 'reason', msg: 'Please give a reason' },
          { path: 'input.email', msg: 'Not a valid e-mail address' },
          { path: 'input.attendees.2.answers.company', msg: 'Company: please answer' },
        ],
      },
    });
    // A nested field keeps its path inside the argument (the group form names its fields so), and its last part.
    expect(toFormError(error)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Check the highlighted fields',
      fieldErrors: {
        reason: 'Please give a reason',
        email: 'Not a valid e-mail address',
        'attendees.2.answers.company': 'Company: please answer',
        company: 'Company: please answer',
      },
    });
  });

  it('keeps the server message and code of other GraphQL errors', () => {
    const error = graphQLErrors({
      message: 'This e-mail address is already registered',
      extensions: { code: 'CONFLICT' },
    });
    expect(toFormError(error)).toEqual({
      code: 'CONFLICT',
      message: 'This e-mail address is already registered',
      fieldErrors: {},
    });
  });

  it('treats an unknown code as an internal error but keeps the message', () => {
    const error = graphQLErrors({ message: 'Boom', extensions: { code: 'SOMETHING_NEW' } });
    expect(toFormError(error)).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: 'Boom' });
  });

  it('reads errors from the shell’s fetch-based requests too', () => {
    const error = new GraphQLRequestError([
      { message: 'Please sign in to continue', extensions: { code: 'UNAUTHENTICATED' } },
    ]);
    expect(toFormError(error)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue',
    });
  });

  it('reports a failed fetch (no response) as a network error', () => {
    expect(toFormError(new TypeError('Failed to fetch'))).toEqual({
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
      fieldErrors: {},
    });
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error, try again!');
  });

  it('reports a proxy’s 502 (API down) as a network error', () => {
    expect(toFormError(serverError(502, ''))).toMatchObject({
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('maps HTTP statuses without a GraphQL body to codes', () => {
    expect(toFormError(serverError(413, 'Payload Too Large')).code).toBe('PAYLOAD_TOO_LARGE');
    expect(toFormError(serverError(429, '{"message":"Slow down"}'))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Slow down',
    });
    expect(toFormError(serverError(500, '')).code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('reads a GraphQL body sent with an error status', () => {
    const body = JSON.stringify({
      errors: [{ message: 'File too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    expect(toFormError(serverError(413, body))).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File too large',
    });
  });

  it('never throws on odd values', () => {
    expect(toFormError(undefined).code).toBe('NETWORK_ERROR');
    expect(toFormError('a string').code).toBe('NETWORK_ERROR');
  });
});

describe('toFormError in French', () => {
  afterEach(() => setLanguage('en'));

  it('says our own messages in French, and the server’s as sent', async () => {
    await setLanguage('fr');
    expect(toFormError(new TypeError('Failed to fetch')).message).toBe('Erreur de réseau, veuillez réessayer\u202f!');
    expect(toFormError(serverError(429, 'Too Many Requests')).message).toBe(
      'Trop de tentatives. Patientez un instant, puis réessayez.',
    );
    const sent = graphQLErrors({ message: 'Already registered', extensions: { code: 'CONFLICT' } });
    expect(toFormError(sent).message).toBe('Already registered');
  });

  it('says a limit or a failure in French, whatever the server’s English words', async () => {
    await setLanguage('fr');
    const limited = graphQLErrors({
      message: 'Too many requests: try again in 40 seconds',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 40 },
    });
    expect(toFormError(limited)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Trop de tentatives. Patientez un instant, puis réessayez.',
    });
    // In English the server's own words stay, they may say more.
    await setLanguage('en');
    expect(toFormError(limited).message).toBe('Too many requests: try again in 40 seconds');
  });
});
