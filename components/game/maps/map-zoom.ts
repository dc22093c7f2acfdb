// The map's zoom, loaded by MapClicks after the page: d3-selection and d3-zoom as one lazy chunk (one
// request, and one loader stub in every map page's first load rather than two).
export { select } from 'd3-selection';
export { zoom, zoomIdentity, zoomTransform } from 'd3-zoom';
