import { Router } from 'express';
import { sendPublicJson } from '../../../http/public-responses.js';
import { errorShape, fileFrom, multipart, requireViewer, resolveViewer } from '../../../http/rest/support.js';
import type { Services } from '../../../services.js';
import type { RentalCategoryRow } from './category.table.js';

const present = (c: RentalCategoryRow) => ({ id: c.id, name: c.name, image: c.image });

/** The old client's category calls (`allCategories`); creating and renaming need an administrator. */
export function categoryRoutes(services: Services): Router {
  const router = Router();
  const { categories } = services;

  router.get('/all-rental-categories', async (req, res) => {
    await sendPublicJson(req, res, services.publicCache, async () => ({
      allCategories: (await categories.list()).map(present),
    }));
  });

  const imageErrors = errorShape({ file: 'image' });
  router.post(
    '/add-rental-category',
    imageErrors,
    resolveViewer(services),
    multipart.single('image'),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const row = await categories.create(requireViewer(req), { name: body.name }, fileFrom(req.file));
      res.status(201).json({ message: 'Category added', category: present(row) });
    },
  );

  router.put(
    '/update-rental-category/:id',
    imageErrors,
    resolveViewer(services),
    multipart.single('image'),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const row = await categories.update(
        requireViewer(req),
        String(req.params.id),
        { name: body.name },
        fileFrom(req.file),
      );
      res.json({ message: 'Category updated', category: present(row) });
    },
  );

  return router;
}
