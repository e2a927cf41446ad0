import { useEffect } from 'react';
import { nprogress } from '@mantine/nprogress';
import { useNavigation } from 'react-router';

// Runs the top progress bar while the router loads a lazy route (or its data).
export function RouteProgress() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  useEffect(() => {
    if (loading) nprogress.start();
    else nprogress.complete();
  }, [loading]);
  return null;
}

// Shown by the router before the first lazy route has loaded.
export function InitialRouteProgress() {
  useEffect(() => {
    nprogress.start();
    return () => nprogress.complete();
  }, []);
  return null;
}
