export declare const CROSS_SITE_REFUSED: string;
export declare function isCrossSite(
  request: { method: string; header: (name: string) => string | null | undefined; url?: string },
  siteUrl: string,
): boolean;
