/** The CDN module, loaded by URL at run time: it only defines the tags, so it exports nothing. */
declare module '*/cdn/cinema-elements.js' {}
