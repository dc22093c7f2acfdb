export declare const WEB_V8_FLAGS: readonly string[];
export declare function withWebV8Flags(execArgv: readonly string[]): string[];
