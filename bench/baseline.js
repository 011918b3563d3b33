// The baseline page's script: one fetch, twenty cards, plain DOM. Marks `first-results` once the cards are painted,
// the same way bench/run.ts marks the widget's (a frame after they are in the DOM).
const params = new URLSearchParams(location.search);
const service = params.get('service') ?? location.origin;
const query = new URLSearchParams({
  arrival: params.get('arrival') ?? '',
  departure: params.get('departure') ?? '',
  age_table_categories: JSON.stringify([{ id: 'adults', count: '2' }]),
  stock: JSON.stringify({ stock: 1, operator: 'GTE' }),
  offset: '1',
  limit: '20',
});
const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
const status = document.getElementById('status');
const list = document.getElementById('results');

function card(item) {
  const li = document.createElement('li');
  li.className = 'card';
  li.setAttribute('part', 'card');
  if (typeof item.thumbnail === 'string' && /^https?:/.test(item.thumbnail)) {
    const img = document.createElement('img');
    img.src = item.thumbnail;
    img.alt = '';
    img.loading = 'lazy';
    img.width = 320;
    img.height = 240;
    li.append(img);
  }
  const title = document.createElement('h3');
  title.textContent = item.name_translations?.en?.description || item.name;
  const description = document.createElement('p');
  description.textContent = item.description_translations?.en?.description || item.description || '';
  const price = document.createElement('p');
  price.textContent = `${money.format(item.price_total)} in total`;
  const persons = document.createElement('p');
  persons.textContent = `${item.persons_min}–${item.persons_max} persons · ${item.available_stock} left`;
  const book = document.createElement('button');
  book.type = 'button';
  book.textContent = 'Book';
  li.append(title, description, price, persons, book);
  return li;
}

fetch(`${service}/v3/accommodations/search?${query}`, {
  headers: { Accept: 'application/json', Authorization: 'Bearer pub_demo_chain' },
})
  .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`search answered ${response.status}`))))
  .then((items) => {
    const fragment = document.createDocumentFragment();
    for (const item of items) fragment.append(card(item));
    list.replaceChildren(fragment);
    status.textContent = `${items.length} accommodations found`;
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark('first-results');
        window.benchFirstResults = performance.now();
      }),
    );
  })
  .catch((error) => {
    status.textContent = `The search failed: ${error.message}`;
    window.benchError = String(error);
  });
