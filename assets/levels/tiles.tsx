<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.11.0" name="tiles" tilewidth="64" tileheight="64" spacing="4" margin="2" tilecount="32" columns="8" tilerendersize="grid">
 <image source="tiles.png" width="544" height="272"/>
</tileset>
