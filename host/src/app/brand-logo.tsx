import { useState } from 'react';

/**
 * The site's logo from the logo service, keyed by the domain: the icon first, then the logo, and nothing
 * when neither loads. Spec section 7. A brand set in Administration › Brands names its uploaded logo (`src`).
 */
export function BrandLogo({ size = 32, alt, src }: { size?: number; alt: string; src?: string | null }) {
  const [attempt, setAttempt] = useState<'icon' | 'logo' | 'hidden'>(src ? 'logo' : 'icon');
  if (attempt === 'hidden') return null;
  const domain = window.location.hostname;
  return (
    <img
      src={src ?? `/logos/${encodeURIComponent(domain)}/${attempt}`}
      alt={alt}
      height={size}
      style={{ display: 'block', height: size, width: attempt === 'icon' ? size : 'auto' }}
      onError={() => setAttempt((current) => (current === 'icon' ? 'logo' : 'hidden'))}
    />
  );
}
