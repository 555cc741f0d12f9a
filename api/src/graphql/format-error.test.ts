import { describe, expect, it } from 'vitest';
import { withoutSuggestions } from './format-error.js';

describe('withoutSuggestions', () => {
  it('takes the hints out of the message and of each field error', () => {
    const formatted = withoutSuggestions({
      message: 'Field "siez" is not defined by type "PageInput". Did you mean "size"?',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'page.siez', msg: 'Field "siez" is not defined by type "PageInput". Did you mean "size"?' }],
      },
    });
    expect(formatted).toEqual({
      message: 'Field "siez" is not defined by type "PageInput".',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'page.siez', msg: 'Field "siez" is not defined by type "PageInput".' }],
      },
    });
  });
});
