import { describe, expect, it } from 'vitest';
import { imageSrcSet, uploadedImage } from './image-sources';

describe('uploaded images', () => {
  it('offer every stored width of an uploaded image, by ?w= on its address', () => {
    expect(imageSrcSet('/uploads/0123456789abcdef0123456789abcdef.jpg')).toBe(
      [160, 320, 480, 720, 1080, 1600]
        .map((w) => `/uploads/0123456789abcdef0123456789abcdef.jpg?w=${w} ${w}w`)
        .join(', '),
    );
  });

  it('keep the signature of a private image and add the width to it', () => {
    const signed = '/uploads/private/0123456789abcdef0123456789abcdef.png?expires=1800000000&signature=abc-_';
    expect(imageSrcSet(signed)?.split(', ')[0]).toBe(`${signed}&w=160 160w`);
  });

  it('leave any other address as it is, with nothing to choose from', () => {
    expect(uploadedImage('data:image/png;base64,AAAA', '10rem')).toEqual({ src: 'data:image/png;base64,AAAA' });
    expect(uploadedImage('https://example.com/logo.png', '10rem')).toEqual({ src: 'https://example.com/logo.png' });
    expect(uploadedImage('/uploads/a.png', '3rem')).toMatchObject({ src: '/uploads/a.png', sizes: '3rem' });
  });
});
