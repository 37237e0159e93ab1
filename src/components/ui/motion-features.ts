/** The animation features the site uses, in a chunk of their own that LazyMotion loads after the page. */
export { domAnimation as default } from 'framer-motion';
