export declare function allowsPreviewFrames(pathname: string): boolean;
export declare function embeddableBySelf(pathname: string): boolean;
export declare function pagePolicy(options: {
  scriptSources: string[];
  previewFrames: boolean;
  upgradeInsecureRequests: boolean;
  embeddable?: boolean;
}): string;
export declare const RESOURCE_POLICY: string;
export declare function hardeningHeaders(options: { production: boolean }): Record<string, string>;
