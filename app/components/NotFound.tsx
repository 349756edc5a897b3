
export function NotFound() {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-muted">
        The page you were looking for has moved or no longer exists.
      </p>
      <a href="/" className="btn-primary mt-8">
        Return to Home
      </a>
    </div>
  );
}
