/** A catalog is a tree of strings; every language must have exactly the keys of English. */
export type CatalogTree = { readonly [key: string]: string | CatalogTree };

/** Same shape as T, every leaf a string: lets ru/pt/es be checked against en at compile time. */
export type SameShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };
