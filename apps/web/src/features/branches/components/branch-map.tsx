import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';

// The OpenStreetMap view of a branch. Loaded lazily (leaflet is large and only this page needs
// it); without network the tiles stay blank and the page around it works the same.
export default function BranchMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  label: string;
}) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={15}
      scrollWheelZoom={false}
      style={{ height: 260, width: '100%', borderRadius: 8 }}
      aria-label={label}
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      <CircleMarker center={[latitude, longitude]} radius={10} pathOptions={{ color: '#fd7e14' }} />
    </MapContainer>
  );
}
