// The message catalogs as virtual modules (vite/catalogs-plugin.ts). A global declaration file cannot import at the
// top (it would stop declaring these modules), hence the inline `import()` types.
declare module 'virtual:catalogs/initial' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- see above
  const resources: import('../vite/catalog-data.ts').BrowserResources;
  export default resources;
}

declare module 'virtual:catalog/*' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- see above
  const catalog: import('../vite/catalog-data.ts').BrowserCatalog;
  export default catalog;
}

declare module 'virtual:catalogs/urls' {
  const urls: Partial<Record<string, string>>;
  export default urls;
}
