export default function RootLayout({ children }) {
  return (
    <html lang="da-DK">
      <body>{children}</body>
    </html>
  );
}
