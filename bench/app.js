// Points the widget at the service and loads the bundle from the service's origin, as the app page does.
const service = new URLSearchParams(location.search).get('service') ?? location.origin;
document.querySelector('stay-search').setAttribute('base-url', service);
// `view=table`: the staff table (bench/run.ts's table keys).
const view = new URLSearchParams(location.search).get('view');
if (view) document.querySelector('stay-search').setAttribute('view', view);
const script = document.createElement('script');
script.type = 'module';
script.src = `${service}/dist/stay-search.js`;
document.head.append(script);
