export * from "./index";
