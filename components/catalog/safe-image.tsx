'use client';

import { useEffect, useRef, useState } from 'react';

const DEFAULT_IMAGE = '/images/logo.svg';

interface SafeImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}

/** An image that falls back to the default logo when it fails to load (docs/product.md §8). */
export function SafeImage({ src, alt, width, height, className, priority }: SafeImageProps) {
  const [current, setCurrent] = useState(src);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before hydration attaches onError: check once on mount.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setCurrent(DEFAULT_IMAGE);
  }, []);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- local SVGs; the optimiser adds nothing here
    <img
      ref={image}
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
