'use client';

import { useState } from 'react';

export const DEFAULT_IMAGE = '/images/logo.svg';

interface SafeImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}

/** An image that falls back to the default logo when it fails to load (SPEC §8). */
export function SafeImage({ src, alt, width, height, className, priority }: SafeImageProps) {
  const [current, setCurrent] = useState(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- local SVGs; the optimiser adds nothing here
    <img
      src={current}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (current !== DEFAULT_IMAGE) setCurrent(DEFAULT_IMAGE);
      }}
    />
  );
}
