// The blank App Router app whose first-render JavaScript is the floor of this stack (bench/blank-app.mjs).
export default function RootLayout({ children }) {
  return (
    <html lang="ru">
      <body>{children}</body>
    </html>
  )
}
