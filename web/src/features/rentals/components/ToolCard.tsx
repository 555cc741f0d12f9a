import { Link } from 'react-router-dom';
import { rentalDetailsHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { ToolCardFieldsFragment } from '../../../gql/graphql';
import { uploadedImage } from '../../../lib/image-sources';
import { formatPrice, toolImages } from '../format';
import { RatingStars } from './RatingStars';
import { ToolStatusBadge } from './ToolStatusBadge';
import { DistanceAway } from '../map/DistanceAway';

export const ToolCardFields = graphql(`
  fragment ToolCardFields on Tool {
    id
    name
    price {
      amount
      currency
      formatted
    }
    rentalCircle
    itemStatus
    city
    coverImage
    rating
    ratingCount
    category {
      id
      name
    }
    latitude
    longitude
    distanceKm
  }
`);

/**
 * The card's photo width in the marketplace's grid (cards of at least 15rem in a container of 72rem at
 * most, with 1rem to 1.5rem of padding): one column on a phone, two from 544 px, three or four from 800 px.
 */
export const TOOL_CARD_IMAGE_SIZES =
  '(min-width: 800px) 330px, (min-width: 544px) calc(50vw - 2rem), calc(100vw - 2rem)';

interface ToolCardProps {
  tool: ToolCardFieldsFragment;
  headingLevel?: 'h2' | 'h3';
  /**
   * The first card of a list: its photo is likely the page's largest paint, so it is fetched at once
   * and first rather than when it scrolls into view.
   */
  priority?: boolean;
}

/**
 * One tool in the marketplace. The name is the link (the whole card is its click target through CSS);
 * the cover is decorative because the name beside it says what it shows.
 */
export function ToolCard({ tool, headingLevel: Heading = 'h3', priority = false }: ToolCardProps) {
  const [cover] = toolImages(tool);
  return (
    <article className="tool-card">
      <div className="tool-card__media">
        {cover ? (
          <img
            {...uploadedImage(cover.url, TOOL_CARD_IMAGE_SIZES)}
            alt=""
            width={400}
            height={300}
            {...(priority
              ? { fetchPriority: 'high' as const }
              : { loading: 'lazy' as const, decoding: 'async' as const })}
          />
        ) : (
          <span className="tool-card__no-image" aria-hidden="true">
            No photo
          </span>
        )}
        <ToolStatusBadge status={tool.itemStatus} className="tool-card__status" />
      </div>
      <div className="tool-card__body">
        <Heading className="tool-card__name">
          <Link to={rentalDetailsHref(tool.id, tool.name)} className="tool-card__link">
            {tool.name}
          </Link>
        </Heading>
        <p className="tool-card__price">{formatPrice(tool.price, tool.rentalCircle)}</p>
        <p className="tool-card__meta">
          <span>{tool.city}</span>
          <span aria-hidden="true"> · </span>
          <span>{tool.category.name}</span>
        </p>
        {tool.distanceKm != null && <DistanceAway km={tool.distanceKm} className="tool-card__distance" />}
        <RatingStars rating={tool.rating ?? null} ratingCount={tool.ratingCount} />
      </div>
    </article>
  );
}
