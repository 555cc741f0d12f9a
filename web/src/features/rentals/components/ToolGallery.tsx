import { useState } from 'react';
import { uploadedImage } from '../../../lib/image-sources';
import { Lightbox, type LightboxImage } from './Lightbox';

interface ToolGalleryProps {
  /** The tool's photos in order, cover first; empty slots already left out. */
  urls: readonly string[];
  toolName: string;
}

/**
 * The cover large and the other photos as thumbnails; each one opens the full-screen viewer at itself.
 */
export function ToolGallery({ urls, toolName }: ToolGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const count = urls.length;
  const images: LightboxImage[] = urls.map((url, index) => ({
    url,
    alt: index === 0 ? `${toolName}: cover photo` : `${toolName}: photo ${index + 1} of ${count}`,
  }));
  const [cover, ...others] = images;

  if (!cover) {
    return (
      <div className="tool-gallery tool-gallery--empty">
        <p>No photos of this tool yet.</p>
      </div>
    );
  }

  return (
    <div className="tool-gallery">
      <button type="button" className="tool-gallery__cover" onClick={() => setOpen(0)}>
        {/* The page's largest paint: fetched first, its box sized before it arrives. */}
        <img
          {...uploadedImage(cover.url, '(min-width: 1024px) 540px, calc(100vw - 2rem)')}
          alt={cover.alt}
          width={800}
          height={600}
          fetchPriority="high"
        />
        <span className="tool-gallery__hint" aria-hidden="true">
          View full screen
        </span>
        <span className="visually-hidden">, open photo 1 of {count} full screen</span>
      </button>
      {others.length > 0 && (
        <ul className="tool-gallery__thumbs" aria-label="More photos">
          {others.map((image, i) => (
            <li key={`${i}-${image.url}`}>
              <button type="button" className="tool-gallery__thumb" onClick={() => setOpen(i + 1)}>
                <img
                  {...uploadedImage(image.url, '(min-width: 1024px) 130px, calc(25vw - 1rem)')}
                  alt={image.alt}
                  width={160}
                  height={120}
                  loading="lazy"
                />
                <span className="visually-hidden">, open full screen</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && <Lightbox images={images} startIndex={open} title={toolName} onClose={() => setOpen(null)} />}
    </div>
  );
}
