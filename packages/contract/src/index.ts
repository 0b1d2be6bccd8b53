export * from "./auth";
export * from "./common";
export * from "./errors";
export * from "./messages";
export * from "./reviews";
export * from "./tools";
export * from "./routes";
