// Tailwind CSS v4 runs as a PostCSS plugin under Next's CSS pipeline.
const config = {
  plugins: { '@tailwindcss/postcss': {} },
};

export default config;
