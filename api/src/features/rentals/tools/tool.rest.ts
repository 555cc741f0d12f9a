import { Router, type Request } from 'express';
import { authenticate } from '../../../graphql/context.js';
import type { Viewer } from '../../../core/viewer.js';
import { errorShape, multipart, requireViewer, resolveViewer } from '../../../http/rest/support.js';
import { AppError } from '../../../lib/errors.js';
import type { Services } from '../../../services.js';
import type { ToolFiles, ToolWithRefs } from './tool.service.js';
import type { ToolUpdateInput } from './tool.validation.js';

/** The old client's shape of a tool (`rentals`, `tool[0].categoryId`). */
export function presentTool({ tool, category, owner }: ToolWithRefs) {
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    price: (tool.priceCents / 100).toFixed(2),
    item_status: tool.itemStatus,
    rental_circle: tool.rentalCircle,
    units: tool.units,
    rating: tool.rating,
    rating_count: tool.ratingCount,
    categoryId: tool.categoryId,
    userId: tool.ownerId,
    category: { id: category.id, name: category.name },
    user: { id: owner.id, first_name: owner.firstName },
    country: tool.country,
    state: tool.state,
    city: tool.city,
    time_zone: tool.timeZone,
    cover_image: tool.coverImage,
    image1: tool.image1,
    image2: tool.image2,
    image3: tool.image3,
    image4: tool.image4,
    created_at: tool.createdAt.toISOString(),
  };
}

const FILE_FIELDS = [
  ['cover_image', 'coverImage'],
  ['image1', 'image1'],
  ['image2', 'image2'],
  ['image3', 'image3'],
  ['image4', 'image4'],
] as const;
const upload = multipart.fields(FILE_FIELDS.map(([name]) => ({ name, maxCount: 1 })));

function filesOf(req: Request): ToolFiles {
  const got = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
  const files: ToolFiles = {};
  for (const [field, slot] of FILE_FIELDS) {
    const file = got[field]?.[0];
    if (file) files[slot] = { filename: file.originalname, buffer: file.buffer };
  }
  return files;
}

function inputOf(body: Record<string, unknown>): ToolUpdateInput {
  const pick = (k: string) => (body[k] === undefined || body[k] === '' ? undefined : body[k]);
  return {
    name: pick('name'),
    description: body.description,
    price: pick('price'),
    rentalCircle: pick('rental_circle'),
    units: pick('units'),
    cancellationPolicy: pick('cancellation_policy') ?? pick('cancellationPolicy'),
    bookingMode: pick('booking_mode') ?? pick('bookingMode'),
    requiresIdVerification: pick('requires_id_verification') ?? pick('requiresIdVerification'),
    deposit: pick('deposit'),
    categoryId: pick('categoryId') ?? pick('category_id'),
    country: pick('country'),
    state: body.state,
    city: pick('city'),
    address: body.address,
    itemStatus: pick('item_status'),
  };
}

/**
 * The old add-rental form has no place fields: its tools were picked up where their owner lives. A
 * listing that names neither country nor city takes the owner's profile place (country, state, city,
 * address); one that names either is taken as sent.
 */
function withProfilePlace(input: ToolUpdateInput, viewer: Viewer, ownerId: string): ToolUpdateInput {
  if (input.country !== undefined || input.city !== undefined || viewer.user.id !== ownerId) return input;
  const { country, state, city, address } = viewer.user;
  const missing = [!country && 'country', !city && 'city'].filter((f): f is string => Boolean(f));
  if (missing.length) {
    const msg =
      missing.length === 2
        ? 'Add the country and city where the tool is picked up, or set them in your profile'
        : `Add the ${missing[0]} where the tool is picked up, or set it in your profile`;
    throw AppError.badInput(missing.map((path) => ({ path, msg })));
  }
  return { ...input, country, state: input.state ?? state, city, address: input.address ?? address };
}

/** Field names of the old form that are neither the service's nor their snake_case spelling. */
const toolErrors = errorShape({ fields: { categoryId: ['categoryId', 'category_id'] }, errorKey: true });

/** The old client's rental calls. Only the owner adds under their own id or edits their tool. */
export function toolRoutes(services: Services): Router {
  const router = Router();
  const { tools } = services;
  const auth = resolveViewer(services);

  router.get('/user/:userId/rentals/my-rentals', auth, async (req, res) => {
    const rows = await tools.listOwned(requireViewer(req), String(req.params.userId));
    res.json({ rentals: rows.map(presentTool) });
  });

  router.post('/user/:userId/add-rental', toolErrors, auth, upload, async (req, res) => {
    const viewer = requireViewer(req);
    const ownerId = String(req.params.userId);
    const body = (req.body ?? {}) as Record<string, unknown>;
    // The old form always sent item_status 'Available'; a new listing is Available whatever is sent.
    const { itemStatus: _ignored, ...input } = withProfilePlace(inputOf(body), viewer, ownerId);
    const row = await tools.create(viewer, ownerId, input, filesOf(req));
    res.status(201).json({ message: 'Your tool is listed', rental: presentTool(row) });
  });

  router.put('/update-rental/:id', toolErrors, auth, upload, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const onlyRating = Object.keys(body).every((k) => k === 'rating' || k === 'userId' || k === 'id') && !req.files;
    if (onlyRating) {
      // Ratings are computed from reviews; a client-sent rating changes nothing.
      const row = await tools.get(requireViewer(req), String(req.params.id));
      res.json({ message: 'Ratings come from reviews; nothing was changed', rental: presentTool(row) });
      return;
    }
    const row = await tools.update(requireViewer(req), String(req.params.id), inputOf(body), filesOf(req));
    const relisted = body.item_status === 'Available';
    res.json({
      message: relisted ? 'Your tool is now available for rent' : 'Your tool has been updated',
      rental: presentTool(row),
    });
  });

  router.get('/get-tool/:id', async (req, res) => {
    const { viewer } = await authenticate(services, req.headers.authorization);
    res.json({ tool: [presentTool(await tools.get(viewer, String(req.params.id)))] });
  });

  return router;
}
