import { SITE, expect, test } from './support/fixtures.js';

test('the footer links to every configured social page, X included, and the contact block shows the organisers', async ({
  page,
  server,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Follow us on all social media')).toBeVisible();
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', SITE.SOCIAL_FACEBOOK_URL);
  await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', SITE.SOCIAL_INSTAGRAM_URL);
  await expect(footer.getByRole('link', { name: /^X/ })).toHaveAttribute('href', SITE.SOCIAL_X_URL);

  await page.goto('/contact-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: SITE.CONTACT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SITE.CONTACT_EMAIL}`,
  );
  await expect(main.getByText(SITE.CONTACT_PHONE)).toBeVisible();

  // Link previews carry absolute addresses for bots that run no JavaScript.
  const html = await (await fetch(server.url + '/registration')).text();
  expect(html).toContain(`<meta property="og:image" content="${server.url}/og-image.png"`);
  expect(html).toContain(`<meta property="og:url" content="${server.url}/registration"`);
});
