export declare const EMOJI_FONT_FAMILY: string;
export declare function pictographsIn(texts: Iterable<string>): number[];
export declare function sitePictographs(root?: string): number[];
export declare function emojiFontFace(codePoints: number[], fontUrl: string): string;
