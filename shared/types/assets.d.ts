// Files that webpack turns into URLs (asset modules) or injects (style-loader), for every front end.
declare module '*.css';
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
