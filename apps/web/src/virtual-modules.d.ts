/** The whole Bangla catalogue's compiled JSON, as the browser build wrote it (bangla-catalogue.ts); null in the dev server and the tests. */
declare module "virtual:bangla-catalogue" {
  const url: string | null;
  export default url;
}
