export function pagePolicy(options: { scriptSources: string[]; https: boolean }): string;
export function inlineScriptHashes(html: string): string[];
export function isFrameworkInlineScript(body: string): boolean;
export function prerenderedPagePolicy(html: string): string;
