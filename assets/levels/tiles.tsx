<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.11.0" name="tiles" tilewidth="32" tileheight="32" tilecount="16" columns="8">
 <image source="tiles.png" width="256" height="64"/>
</tileset>
