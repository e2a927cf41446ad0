// Every Mantine component's styles, for the routes past the first pages (see app/first-pages.css).
import '@mantine/core/styles.layer.css';
