// Ashless notifications (decision 0068): shows what the brand's messaging service pushes to this
// browser, {title, body, url}, and opens the shop's page it names when the notification is pressed.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || "Ashless", {
      body: message.body || "",
      icon: "/favicon.svg",
      data: { url: message.url || "/account/orders" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/", self.location.origin);
  // only the shop's own pages
  if (url.origin === self.location.origin) event.waitUntil(self.clients.openWindow(url.href));
});
