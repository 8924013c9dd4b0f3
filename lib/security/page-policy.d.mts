export function pagePolicy(options: { scriptSources: string[]; https: boolean }): string;
export function inlineScriptHashes(html: string): string[];
export function prerenderedPagePolicy(html: string): string;
