// Tiltfall's service worker: after the first visit the game starts and plays without a network, and it can be
// installed to a phone's home screen (manifest.webmanifest). The build (FinishWebSite) writes VERSION, a hash of
// every file below, and FILES; a new build therefore has a new worker, which caches the new files under a new name
// and deletes the old cache when it takes over.
var VERSION = '__VERSION__';
var FILES = __FILES__;
var CACHE = 'tiltfall-' + VERSION;

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(CACHE)
    .then(function (cache) { return cache.addAll(FILES); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys()
    .then(function (keys) {
      return Promise.all(keys.filter(function (key) {
        return key.indexOf('tiltfall-') === 0 && key !== CACHE;
      }).map(function (key) { return caches.delete(key); }));
    })
    .then(function () { return self.clients.claim(); }));
});

// Files whose names carry their content's hash (the compiled script, the assets) never change: cache first. The
// rest (the page, the loader, the asset list) come from the network first, so an update is seen at once, and from
// the cache when offline.
function immutable(path) {
  return /\.cache\.js$/.test(path) || (path.indexOf('/assets/') >= 0 && !/assets\.txt$/.test(path));
}

function fromCache(request) {
  return caches.open(CACHE).then(function (cache) {
    return cache.match(request, {ignoreSearch: true}).then(function (hit) {
      if (hit || request.mode !== 'navigate') return hit;
      return cache.match('./');
    });
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (immutable(url.pathname)) {
    event.respondWith(fromCache(request).then(function (hit) { return hit || fetch(request); }));
  } else {
    // offline, or the server failing: the cached copy
    event.respondWith(fetch(request).then(function (response) {
      if (response.ok) return response;
      return fromCache(request).then(function (hit) { return hit || response; });
    }, function () {
      return fromCache(request).then(function (hit) { return hit || Response.error(); });
    }));
  }
});
