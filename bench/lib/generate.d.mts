// Types of the generator's exports that TypeScript code imports (tests).
export declare function mulberry32(seed: number): () => number;
export declare function generateCorpus(dir: string, options: Record<string, unknown>): unknown;
