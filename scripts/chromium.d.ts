export declare const chromiumPath: string;
export declare const unusedBrowserUi: string[];
export declare function playwrightDisabledFeatures(): string[] | undefined;
export declare const chromiumArgs: string[];
